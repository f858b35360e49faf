// Service routes (spec 7, Services row): what the farrier sells besides products — shoeing, trimming, travel — and
// the service type picker.
import 'server-only';
import { suggestionsQuery } from '@/lib/validation/list';
import {
  UNIT_DESCRIPTION,
  serviceInput,
  serviceListQuery,
  serviceSchema,
  serviceSuggestionSchema,
  serviceTypeSchema,
  serviceTypesQuery,
} from '@/lib/validation/service';
import { VAT_DESCRIPTION } from '@/lib/vat';
import { getService, listServices, serviceSuggestions } from '@/server/services/read-services';
import { serviceTypeSuggestions } from '@/server/services/read-service-types';
import { createService, setServiceStatus, updateService } from '@/server/services/write-services';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Services', noun: 'service' });
export const serviceRoutes = routes.app;

const serviceBody = serviceInput.meta({
  description:
    'All fields required (spec 5): category (a service type id), service (name, ≤ 100), description (≤ 2000), ' +
    `price in kronor > 0 with at most 2 decimals (stored as öre), unit (${UNIT_DESCRIPTION}), ` +
    `vatPercent (${VAT_DESCRIPTION}). Numbers may also be sent as text ("650,50").`,
});

// POST /services/create — a new service; `services/create:` (the spec's stray colon) is the same route, undocumented
for (const path of ['/services/create', '/services/create:']) {
  routes.create(path, {
    access: { role: 'staff' },
    summary: 'Create a service (also answers at services/create: — the path older clients call)',
    hide: path.endsWith(':'),
    body: serviceBody,
    response: serviceSchema,
    useCase: createService,
  });
}

// GET /services/details/{id} — one service with its category name
routes.details('/services/details/{id}', {
  access: { role: 'staff' },
  summary: 'A service, with its category named in the request language',
  response: serviceSchema,
  useCase: getService,
});

// PUT /services/update/{id} — replaces all the service's fields
routes.update('/services/update/{id}', {
  access: { role: 'staff' },
  summary: 'Update a service (all fields, as the form sends them)',
  body: serviceBody,
  response: serviceSchema,
  useCase: updateService,
});

// GET /services/list — search, status filter, sort, cursor pagination (?ferrierId may only name the caller)
routes.list('/services/list', {
  access: { role: 'staff' },
  summary:
    'List services: ?search, ?status=all|active|inactive, ?sort=name|newest|price (lowest first), ?cursor, ?limit ≤ 200',
  query: serviceListQuery,
  row: serviceSchema,
  useCase: listServices,
});

// GET /services/suggestions — active services matching ?search, for pickers
routes.suggestions('/services/suggestions', {
  access: { role: 'staff' },
  summary: 'Active services matching an optional search, best first',
  query: suggestionsQuery,
  row: serviceSuggestionSchema,
  useCase: serviceSuggestions,
});

// PATCH /services/update-status/{id} — active ↔ inactive
routes.updateStatus('/services/update-status/{id}', {
  access: { role: 'staff' },
  summary: 'Set a service active or inactive (inactive ones leave the suggestions)',
  useCase: setServiceStatus,
});

// GET /serviceTypes/suggestions — trimming, full shoeing, remedial shoeing… (optional ?search)
routes.suggestions('/serviceTypes/suggestions', {
  access: { role: 'staff' },
  summary: 'Service types (the services’ categories) matching an optional search',
  query: serviceTypesQuery,
  row: serviceTypeSchema,
  answers: 'Types in alphabetical order',
  useCase: serviceTypeSuggestions,
});
