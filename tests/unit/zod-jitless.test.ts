// instrumentation-client.ts turns zod's JIT off in the browser (no `new Function` under the pages' CSP) by setting
// the global zod reads its configuration from: this checks that zod still reads it.
import { describe, expect, it } from 'vitest';

describe('jitless zod in the browser', () => {
  it('zod’s configuration is the global instrumentation-client.ts sets', async () => {
    await import('@/instrumentation-client');
    const { config } = await import('zod/v4/core');
    const global = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    expect(config()).toBe(global);
    expect(config().jitless).toBe(true);
  });
});
