import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FeatureIcon, type FeatureIconName } from './features-icon';

/** One capability on the features page: icon, heading, the plan it belongs to, a lead and its details. */
export function FeaturesCapability({
  id,
  icon,
  title,
  text,
  planLabel,
  pro = false,
  points = [],
  children,
}: {
  id: string;
  icon: FeatureIconName;
  title: string;
  text: string;
  planLabel: string;
  pro?: boolean;
  points?: readonly { key: string; text: string }[];
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-stone-200 py-10 first:border-t-0 md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10"
    >
      <div>
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <FeatureIcon name={icon} />
        </span>
        <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
          {title}
        </h2>
        <p
          className={cn(
            'mt-3 inline-flex rounded-full px-3 py-1 text-xs font-semibold',
            pro ? 'bg-accent-100 text-accent-700' : 'bg-brand-100 text-brand-900',
          )}
        >
          {planLabel}
        </p>
        <p className="mt-3 text-stone-700">{text}</p>
      </div>
      <div className="mt-6 md:mt-0">
        {points.length > 0 && (
          <ul className="grid gap-3 text-stone-800">
            {points.map((point) => (
              <li key={point.key} className="flex gap-3">
                <FeatureIcon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </section>
  );
}
