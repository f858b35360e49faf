// The record kit beside the list kit: what every resource's screens share, so a new resource's screens are mostly
// its columns, its fields and its details. A resource describes itself once (RecordResource).
export { addHref, detailsHref, editHref } from './record-resource';
export type { RecordNamespace, RecordResource } from './record-resource';
export { ResourceView } from './resource-view';
export { RecordDetailsHeader } from './record-details-header';
export { RecordStatusButton } from './record-status-button';
export { RecordAddScreen, RecordEditScreen } from './record-form-screen';
export { RecordFormLayout, RequiredMark, useRecordForm } from './use-record-form';
export type { RecordForm, RecordFormOptions } from './use-record-form';
export { AddRecordButton, RegisterScreen, useRegister } from './register-screen';
export type { Register } from './register-screen';
export { DetailList } from './detail-list';
export type { DetailItem } from './detail-list';
export { DetailSection } from './detail-section';
