// The form kit: drafts (lib/use-form-draft.ts), leave confirmation, layout and the inputs the base ui lacks.
export { useFormDraft } from '@/lib/client/use-form-draft';
export type { FormDraft } from '@/lib/client/use-form-draft';
export { useLeaveConfirmation } from './use-leave-confirmation';
export type { LeaveConfirmation } from './use-leave-confirmation';
export { FormSection } from './form-section';
export { FormActions } from './form-actions';
export { DraftNotice } from './draft-notice';
export { NumberInput } from './number-input';
export { DateInput } from './date-input';
export { FormField } from '@/components/ui/form-field';
export { Select } from '@/components/ui/select';
export type { SelectOption } from '@/components/ui/select';
export { Textarea } from '@/components/ui/textarea';
export { Checkbox } from '@/components/ui/checkbox';
