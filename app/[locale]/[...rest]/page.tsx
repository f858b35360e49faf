import { notFound } from 'next/navigation';

// Any path no route claims lands here under its language segment, so the not-found page is in that language.
export default function UnknownPath() {
  notFound();
}
