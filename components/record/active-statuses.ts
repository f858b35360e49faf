// A register's statuses (customers, horses, products, services): active ⇄ inactive, with Activate and Deactivate
// after a question (texts under <namespace>.status), and the Active / Inactive pill.
import { StatusBadge, type ActiveStatus } from '@/components/list/status-badge';
import { PowerIcon } from '@/components/ui/icons';
import type { StatusMachine } from './record-resource';

export type { ActiveStatus };

export const ACTIVE_STATUSES: StatusMachine<ActiveStatus> = {
  transitions: { active: ['inactive'], inactive: ['active'] },
  order: ['active', 'inactive'],
  action: (_from, to) =>
    to === 'inactive'
      ? { key: 'deactivate', Icon: PowerIcon, variant: 'secondary', danger: true }
      : { key: 'activate', Icon: PowerIcon, variant: 'secondary' },
  messages: 'status',
  cancel: 'cancel',
  labels: 'list.status',
  Badge: StatusBadge,
};
