import type { ReactNode } from 'react';

/** The framed box a public form sits in, named by its heading. */
export function FormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-900">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
