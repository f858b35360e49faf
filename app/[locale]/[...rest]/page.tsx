import { notFound } from 'next/navigation';

// Any path no route claims lands here under its language, so the not-found page has the site's layout.
export default function UnknownPath() {
  notFound();
}
