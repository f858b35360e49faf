// The icons of the public site's feature lists by name (the pages list them as data); the drawings are in
// components/ui/icons.tsx with the rest, drawn a little finer here.
import {
  BellIcon,
  BoxIcon,
  CalendarIcon,
  CardIcon,
  CheckIcon,
  ClockIcon,
  CloudIcon,
  DoorIcon,
  HorseshoeIcon,
  InvoiceIcon,
  JournalIcon,
  LinkIcon,
  ShieldIcon,
  SmartphoneIcon,
  StarIcon,
  UsersIcon,
} from '@/components/ui/icons';

const ICONS = {
  calendar: CalendarIcon,
  horseshoe: HorseshoeIcon,
  journal: JournalIcon,
  invoice: InvoiceIcon,
  box: BoxIcon,
  staff: UsersIcon,
  bell: BellIcon,
  sync: LinkIcon,
  card: CardIcon,
  phone: SmartphoneIcon,
  star: StarIcon,
  shield: ShieldIcon,
  cloud: CloudIcon,
  door: DoorIcon,
  clock: ClockIcon,
  check: CheckIcon,
} as const;

export type FeatureIconName = keyof typeof ICONS;

export function FeatureIcon({ name, className = 'size-6' }: { name: FeatureIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} strokeWidth={1.8} />;
}
