// The starter journal templates every new account gets: the five everyday visits in both languages, each one a valid
// template by the journal's own rules, with treatments and aftercare.
import { describe, expect, it } from 'vitest';
import { journalTemplateInput } from '@/lib/validation/journal-template';
import { STARTER_TEMPLATES } from '@/server/journal-templates/starter-templates';

describe('starter journal templates', () => {
  it.each(['sv', 'en'] as const)(
    '%s: five templates, each valid, with treatments and aftercare',
    (locale) => {
      const templates = STARTER_TEMPLATES[locale];
      expect(templates).toHaveLength(5);
      for (const template of templates) {
        const parsed = journalTemplateInput.safeParse(template);
        expect(parsed.success, `${template.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        expect(template.fields.treatments?.length, template.name).toBeGreaterThan(0);
        expect(template.fields.aftercare, template.name).toBeTruthy();
        expect(template.fields.diagnosis, template.name).toBeTruthy();
      }
    },
  );

  it('names the Swedish ones as a Swedish farrier does', () => {
    expect(STARTER_TEMPLATES.sv.map((t) => t.name)).toEqual([
      'Verkning',
      'Skoning runt om',
      'Specialskoning',
      'Fång, uppföljning',
      'Hovböld',
    ]);
  });
});
