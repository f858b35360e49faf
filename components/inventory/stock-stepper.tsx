'use client';
// The quick +/− of a stock row: each tap counts at once on screen, and the taps go to the server one request at a
// time (inventories/adjust-stock adds them to the stock as it is there), so quick taps are summed, never lost, and
// the answers arrive in order. The stock shown never goes below 0; a refused or failed change is said in a toast
// and the stock shown falls back to the server's.
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/client/api-client';
import type { Product } from '@/lib/client/inventory-api';
import { cn } from '@/lib/cn';
import { useAdjustStock } from '@/lib/client/queries/products';
import { toast } from '@/lib/client/toast';
import { useInventoryFormat } from './inventory-format';

type StockProduct = Pick<Product, 'id' | 'name' | 'unit' | 'stockQuantity' | 'updatedAt'>;

export function StockStepper({ product, className }: { product: StockProduct; className?: string }) {
  const t = useTranslations('inventory.stock');
  const tc = useTranslations('common');
  const fmt = useInventoryFormat();
  const adjust = useAdjustStock(product.id);
  // The server's latest answer, while the product passed in (a list row) is older than it.
  const [answer, setAnswer] = useState<StockProduct | null>(null);
  const known = answer && answer.updatedAt >= product.updatedAt ? answer : product;
  // Taps not yet answered: waiting to be sent, and on their way.
  const queue = useRef({ unsent: 0, sending: 0 });
  const [pending, setPending] = useState(0);
  const showPending = () => setPending(queue.current.unsent + queue.current.sending);

  async function send() {
    const q = queue.current;
    if (q.sending !== 0 || q.unsent === 0) return;
    q.sending = q.unsent;
    q.unsent = 0;
    try {
      setAnswer(await adjust.mutateAsync(q.sending));
    } catch (error) {
      // What was not yet sent rested on the failed change: it is dropped too.
      q.unsent = 0;
      const reason = isApiError(error) ? (error.fields?.change ?? error.message) : tc('networkError');
      toast.error(t('failed', { name: product.name, reason }));
    } finally {
      q.sending = 0;
      showPending();
    }
    await send();
  }

  function tap(change: number) {
    queue.current.unsent += change;
    showPending();
    void send();
  }

  const shown = known.stockQuantity + pending;
  const quantity = fmt.quantity(shown, product.unit);
  return (
    <div
      role="group"
      aria-label={t('group', { name: product.name })}
      className={cn('inline-flex items-center gap-1', className)}
    >
      <Button
        variant="secondary"
        aria-label={t('decrease', { name: product.name })}
        disabled={shown < 1}
        onClick={() => tap(-1)}
        className="px-0"
      >
        <MinusIcon className="size-5" />
      </Button>
      <output
        aria-live="polite"
        className="min-w-20 px-1 text-center font-semibold whitespace-nowrap text-stone-900 tabular-nums"
      >
        {quantity}
      </output>
      <Button
        variant="secondary"
        aria-label={t('increase', { name: product.name })}
        onClick={() => tap(1)}
        className="px-0"
      >
        <PlusIcon className="size-5" />
      </Button>
    </div>
  );
}
