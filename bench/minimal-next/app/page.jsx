export default function Page() {
  return (
    <main>
      <h1>Minimal Next.js page</h1>
      <p>A heading and a paragraph: the framework&apos;s own cost, with nothing of ours on top.</p>
    </main>
  );
}
