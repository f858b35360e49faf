import { Section } from './page-hero';
import { ChevronDownIcon } from '@/components/ui/icons';

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
              <ChevronDownIcon className="text-stone-600 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-stone-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
