// Every icon of the product and the public site, in one place: line icons on a 24 px grid in the current colour,
// decorative (the text next to them carries the meaning).
import type { ReactNode, SVGProps } from 'react';
import { cn } from '@/lib/cn';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Each icon is made by a call marked pure, so a page's bundle keeps only the icons it uses. */
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

export const HomeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </>,
);

export const UsersIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
  </>,
);

/** A person with a badge: the account's staff. */
export const StaffIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="10" cy="8" r="3.5" />
    <path d="M3.5 20a6.5 6.5 0 0 1 10-5.5" />
    <path d="M15 14h6v6h-6zM18 14v-1.5" />
  </>,
);

/** One person in a circle: the profile. */
export const UserCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <circle cx="12" cy="10" r="3" />
    <path d="M6.2 18.6a6.5 6.5 0 0 1 11.6 0" />
  </>,
);

/** A horseshoe, toe up. */
export const HorseshoeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M6 21v-9a6 6 0 0 1 12 0v9" />
    <path d="M4 21h4M16 21h4" />
    <path d="M9 8.5h.01M15 8.5h.01M8 13h.01M16 13h.01" strokeWidth="2.6" />
  </>,
);

export const BoxIcon = /* @__PURE__ */ icon(
  <>
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
    <path d="M3 8l9 5 9-5M12 13v8" />
  </>,
);

export const MenuIcon = /* @__PURE__ */ icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6 6 18" />);
export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);
export const PlusIcon = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />);
export const MinusIcon = /* @__PURE__ */ icon(<path d="M5 12h14" />);
export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="m9 6 6 6-6 6" />);
export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="m15 6-6 6 6 6" />);
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="m6 9 6 6 6-6" />);
export const PencilIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const PhoneIcon = /* @__PURE__ */ icon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
);
export const MessageIcon = /* @__PURE__ */ icon(
  <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1Z" />,
);
export const MailIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const MapPinIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const AlertIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 3 2 20h20L12 3Z" />
    <path d="M12 10v4M12 17h.01" />
  </>,
);
export const RefreshIcon = /* @__PURE__ */ icon(
  <>
    <path d="M20 11a8 8 0 0 0-14.7-4.4L4 8" />
    <path d="M4 4v4h4M4 13a8 8 0 0 0 14.7 4.4L20 16" />
    <path d="M20 20v-4h-4" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const FileTextIcon = /* @__PURE__ */ icon(
  <>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    <path d="M4 4l16 16" />
  </>,
);
export const LogoutIcon = /* @__PURE__ */ icon(
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />,
);
export const PowerIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 3v9" />
    <path d="M6.3 6.3a8 8 0 1 0 11.4 0" />
  </>,
);
export const CheckIcon = /* @__PURE__ */ icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const CameraIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 8a2 2 0 0 1 2-2h1.5l1.5-2h6l1.5 2H18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);

export const ClockIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const TrashIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M9 7V4h6v3" />
  </>,
);
export const UndoIcon = /* @__PURE__ */ icon(
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </>,
);

export const LinkIcon = /* @__PURE__ */ icon(
  <>
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </>,
);

export const CopyIcon = /* @__PURE__ */ icon(
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);

export const UnlinkIcon = /* @__PURE__ */ icon(
  <>
    <path d="M15.5 12.5 18.7 9.3a4 4 0 0 0-5.66-5.66L11 5.7" />
    <path d="M8.5 11.5 5.3 14.7a4 4 0 0 0 5.66 5.66L13 18.3" />
    <path d="M4 4l16 16" />
  </>,
);

export const ImageIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="9.5" r="1.5" />
    <path d="m21 16-5-5-9 9" />
  </>,
);

export const ArrowRightIcon = /* @__PURE__ */ icon(<path d="M5 12h14M13 6l6 6-6 6" />);

// The public site's feature lists (components/site/features-icon.tsx names them).
export const JournalIcon = FileTextIcon;
export const InvoiceIcon = /* @__PURE__ */ icon(
  <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
);
export const BellIcon = /* @__PURE__ */ icon(<path d="M6 16v-5a6 6 0 1 1 12 0v5l2 2H4zM10 21h4" />);
export const CardIcon = /* @__PURE__ */ icon(
  <path d="M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zM3 10h18M7 15h3" />,
);
export const SmartphoneIcon = /* @__PURE__ */ icon(
  <path d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2" />,
);
export const StarIcon = /* @__PURE__ */ icon(
  <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z" />,
);
export const ShieldIcon = /* @__PURE__ */ icon(
  <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
);
export const CloudIcon = /* @__PURE__ */ icon(
  <path d="M7 18a4 4 0 0 1-.6-8A6 6 0 0 1 18 9.5a4.3 4.3 0 0 1-.5 8.5zM12 11v5M9.5 13.5 12 16l2.5-2.5" />,
);
export const DoorIcon = /* @__PURE__ */ icon(
  <path d="M6 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17M3 21h18M14 12h.01" />,
);

/** The opening quotation mark of a testimonial: a filled glyph, wider than tall. */
export function QuoteIcon({ className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 32 24" aria-hidden="true" focusable="false" className={className} {...props}>
      <path
        fill="currentColor"
        d="M0 24V14C0 6 4 1.5 12 0l1.5 3.5C9 5 7 7.5 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3.5C27 5 25 7.5 25 11h6v13z"
      />
    </svg>
  );
}
