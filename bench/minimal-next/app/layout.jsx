// The reference for `npm run bench:site`: the smallest Next.js App Router page, built with the repo's own next and
// react, so the site's Lighthouse score can be read against what the framework alone costs on this machine.
export const metadata = {
  title: 'Minimal Next.js page',
  description: 'The reference page of the site benchmark: a heading and a paragraph, nothing else.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
