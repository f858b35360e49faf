// Every query key of the app in one place: a resource's reads share its first key part, so a write can invalidate
// all of them (['customers'] covers the lists, the details and the suggestions) or only some (['customers', 'list']).
import type { ListParams } from './cursor-list';

export const queryKeys = {
  customers: {
    all: ['customers'] as const,
    lists: ['customers', 'list'] as const,
    list: (params: ListParams) => ['customers', 'list', params] as const,
    allDetails: ['customers', 'details'] as const,
    details: (id: string) => ['customers', 'details', id] as const,
    allSuggestions: ['customers', 'suggestions'] as const,
    suggestions: (search: string) => ['customers', 'suggestions', search] as const,
  },
  animals: {
    all: ['animals'] as const,
    lists: ['animals', 'list'] as const,
    list: (params: ListParams) => ['animals', 'list', params] as const,
    details: (id: string) => ['animals', 'details', id] as const,
  },
  products: {
    all: ['products'] as const,
    lists: ['products', 'list'] as const,
    list: (params: ListParams) => ['products', 'list', params] as const,
    details: (id: string) => ['products', 'details', id] as const,
    allLowStock: ['products', 'low-stock'] as const,
    lowStock: (limit: number) => ['products', 'low-stock', limit] as const,
  },
  services: {
    all: ['services'] as const,
    lists: ['services', 'list'] as const,
    list: (params: ListParams) => ['services', 'list', params] as const,
    details: (id: string) => ['services', 'details', id] as const,
  },
  /** The choices of a picker (animal types and breeds, product types and sub-types, service types), by API path. */
  reference: (path: string) => ['reference', path] as const,
  profile: (ferrierId: string) => ['profile', ferrierId] as const,
  /** A stored file (an animal's picture) as a blob; a new picture gets a new path. */
  file: (path: string) => ['file', path] as const,
};
