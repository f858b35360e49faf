import type { ReactNode } from 'react';
import { BottomTabBar, MobileTopBar } from './mobile-nav';
import { ReadOnlyBanner } from './read-only-banner';
import { Sidebar } from './sidebar';

/** The signed-in frame: sidebar from lg up; top bar, menu sheet and bottom tabs below. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh lg:pl-64">
      <Sidebar />
      <MobileTopBar />
      <main
        id="main"
        className="mx-auto w-full max-w-6xl px-4 pt-5 pb-[calc(5.5rem+env(safe-area-inset-bottom))] sm:px-6 lg:px-8 lg:py-10"
      >
        <ReadOnlyBanner />
        {children}
      </main>
      <BottomTabBar />
    </div>
  );
}
