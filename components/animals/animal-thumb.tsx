'use client';
// A horse's picture as a small square in the lists and on the dashboard, from the file's thumbnail (files/{id}
// ?size=thumb); a plain tile without a picture. Decorative: the name beside it says whose it is.
import { HorseshoeIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useApiImage } from '@/lib/client/use-api-image';

export const thumbPath = (pictureUrl: string) => `${pictureUrl}?size=thumb`;

export function AnimalThumb({ pictureUrl, className }: { pictureUrl: string | null; className?: string }) {
  const image = useApiImage(pictureUrl ? thumbPath(pictureUrl) : null);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100 text-stone-400',
        className,
      )}
    >
      {image.status === 'ready' ? (
        // An object URL of the fetched thumbnail: next/image cannot optimise it.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image.url} alt="" className="size-full object-cover" />
      ) : (
        <HorseshoeIcon className="size-5" />
      )}
    </span>
  );
}
