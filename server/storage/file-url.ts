// Where the API serves a stored file (GET files/{id}, bearer token needed): what answers name a picture or logo by.
import 'server-only';
export const fileUrl = (id: string | null) => (id ? `/api/v1/files/${id}` : null);
