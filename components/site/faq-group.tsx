import { Section } from './page-hero';

export type FaqItem = { key: string; question: string; answer: string };

/** One group of questions as native disclosures: open without JavaScript, searchable with the browser's find. */
export function FaqGroup({ id, title, items }: { id: string; title: string; items: readonly FaqItem[] }) {
  return (
    <Section id={id} title={title}>
      <div className="max-w-3xl divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {items.map((item) => (
          <details key={item.key} id={`faq-${item.key}`} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-stone-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <svg
                viewBox="0 0 20 20"
                className="size-5 shrink-0 text-stone-600 transition-transform group-open:rotate-180"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M5 7.5l5 5 5-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </summary>
            <p className="px-5 pb-5 text-stone-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
