// The animal form's values: text as typed (the shared schema parses it), ids of the picked type, breed and owner.
import type { AnimalDetails } from '@/lib/client/animal-api';
import { formatPostalCode } from '@/lib/format';

/** Every field of the form, in the form's order (the order errors are focused in). */
export const ANIMAL_FIELDS = [
  'name',
  'animalTypeId',
  'breedId',
  'color',
  'sex',
  'sizeCm',
  'dateOfBirth',
  'customerId',
  'stable',
  'address',
  'postalCode',
  'city',
  'latestVisit',
  'shoeingIntervalWeeks',
  'nextVisit',
  'shoeingType',
  'specialNeeds',
  'microchipNumber',
  'passportNumber',
  'insuranceCompany',
] as const;

export type AnimalField = (typeof ANIMAL_FIELDS)[number];
export type AnimalFormValues = Record<AnimalField, string>;

/** "148.5" → "148,5" in Swedish: the way people write it (the schema takes both). */
function decimal(value: number | null, locale: string): string {
  if (value === null) return '';
  const text = String(value);
  return locale === 'sv' ? text.replace('.', ',') : text;
}

/** 15 chip digits in groups as printed in passports: "752 098 100 012 345". */
export function formatMicrochip(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{15}$/.test(value) ? value.replace(/(\d{3})(?=\d)/g, '$1 ') : value;
}

/** What a new animal starts with besides empty fields: its type, its owner and where it is visited. */
export type NewAnimalPrefill = Partial<
  Pick<AnimalFormValues, 'animalTypeId' | 'customerId' | 'address' | 'postalCode' | 'city'>
>;

/** Where an owner's horses usually stand: the owner's own address, as the form shows it (all editable). */
export function ownerAddress(owner: {
  address: string | null;
  postalCode: string | null;
  city: string | null;
}): Pick<AnimalFormValues, 'address' | 'postalCode' | 'city'> {
  return {
    address: owner.address ?? '',
    postalCode: formatPostalCode(owner.postalCode),
    city: owner.city ?? '',
  };
}

/** The form's starting values: empty (with the prefill) for a new animal, the animal's for an edit. */
export function animalFormValues(
  animal: AnimalDetails | undefined,
  locale: string,
  prefill: NewAnimalPrefill = {},
): AnimalFormValues {
  if (!animal) {
    const values = Object.fromEntries(ANIMAL_FIELDS.map((field) => [field, ''])) as AnimalFormValues;
    return { ...values, sex: 'unknown', ...prefill };
  }
  const text = (v: string | null) => v ?? '';
  return {
    name: animal.name,
    animalTypeId: text(animal.animalTypeId),
    breedId: text(animal.breedId),
    color: text(animal.color),
    sex: animal.sex,
    sizeCm: decimal(animal.sizeCm, locale),
    dateOfBirth: text(animal.dateOfBirth),
    microchipNumber: formatMicrochip(animal.microchipNumber),
    passportNumber: text(animal.passportNumber),
    insuranceCompany: text(animal.insuranceCompany),
    customerId: text(animal.customerId),
    latestVisit: text(animal.latestVisit),
    nextVisit: text(animal.nextVisit),
    shoeingIntervalWeeks: animal.shoeingIntervalWeeks === null ? '' : String(animal.shoeingIntervalWeeks),
    shoeingType: text(animal.shoeingType),
    specialNeeds: text(animal.specialNeeds),
    stable: text(animal.stable),
    address: text(animal.address),
    postalCode: formatPostalCode(animal.postalCode),
    city: text(animal.city),
  };
}
