// The record kit beside the list kit: what every resource's screens share, so a new resource's screens are mostly
// its columns, its fields and its details. A resource describes itself once (RecordResource).
export { addHref, detailsHref, editHref } from './record-resource';
export { recordResource } from './record-resource';
export type {
  RecordBase,
  RecordNamespace,
  RecordResource,
  ResourceOf,
  StatusAction,
  StatusMachine,
} from './record-resource';
export { ACTIVE_STATUSES } from './active-statuses';
export { ResourceView } from './resource-view';
export { RecordDetailsHeader } from './record-details-header';
export { RecordStatusActions } from './record-status-actions';
export { RecordHistory } from './record-history';
export { useAddressFollow } from './use-address-follow';
export { RecordAddScreen, RecordEditScreen } from './record-form-screen';
export { RecordFormLayout, RequiredMark, fieldOfPath, useRecordForm } from './use-record-form';
export type { RecordForm, RecordFormOptions } from './use-record-form';
export { AddRecordButton, RegisterScreen, useRegister } from './register-screen';
export { ListScreen } from './list-screen';
export type { ListScreenProps } from './list-screen';
export type { Register } from './register-screen';
export { DetailList } from './detail-list';
export type { DetailItem } from './detail-list';
export { DetailSection } from './detail-section';
