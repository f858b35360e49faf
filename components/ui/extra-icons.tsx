// More line icons in the style of icons.tsx (24 px grid, current colour, decorative), for the animal screens and
// the dashboard.
import type { ReactNode, SVGProps } from 'react';
import { cn } from '@/lib/cn';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function icon(paths: ReactNode) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={cn('size-5 shrink-0', className)}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  return Icon;
}

export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const CameraIcon = icon(
  <>
    <path d="M4 8a2 2 0 0 1 2-2h1.5l1.5-2h6l1.5 2H18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);

export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const LinkIcon = icon(
  <>
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </>,
);

export const UnlinkIcon = icon(
  <>
    <path d="M15.5 12.5 18.7 9.3a4 4 0 0 0-5.66-5.66L11 5.7" />
    <path d="M8.5 11.5 5.3 14.7a4 4 0 0 0 5.66 5.66L13 18.3" />
    <path d="M4 4l16 16" />
  </>,
);

export const ImageIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="9.5" r="1.5" />
    <path d="m21 16-5-5-9 9" />
  </>,
);

export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
