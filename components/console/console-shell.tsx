'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { type ConsoleKind, consoleSignOut, signInPath } from './auth-client';
import { useCommandPalette } from './command-palette-launcher';
import { ConfirmItsYouHost } from './confirm-its-you';
import { useConsoleRole } from './console-role';
import { TimeZoneSwitch } from './time-zone-switch';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

/** `forChange`: a page only roles that may change things may read (a tenant's request log): left out for the others. */
export type NavItem = { href: string; label: string; icon: ReactNode; forChange?: true };

/**
 * The console frame: a sidebar on wide screens, a top bar with a menu button on narrow ones, the
 * signed-in identity and `Sign out`, and `Search…` (the command palette, also on ⌘K, Ctrl+K and /).
 */
export function ConsoleShell({
  kind,
  area,
  nav: allNav,
  identity,
  children,
}: {
  kind: ConsoleKind;
  area: string;
  nav: NavItem[];
  /**
   * Who is signed in. `account`: a person (not an app-secret sign-in), who has an /account page;
   * `switchable`: they may enter more than one console, so the frame offers the switch;
   * `appSecretOf`: the app ID of an app-secret sign-in, which confirms it's them with its secret.
   */
  identity: { title: string; subtitle: string; account?: boolean; switchable?: boolean; appSecretOf?: string };
  children: ReactNode;
}) {
  const pathname = usePathname();
  // The menu is open for the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const [signingOut, setSigningOut] = useState(false);
  const { mayChange } = useConsoleRole();
  const nav = useMemo(() => allNav.filter((item) => mayChange || !item.forChange), [allNav, mayChange]);
  const pages = useMemo(() => nav.map(({ href, label }) => ({ href, label })), [nav]);
  const { palette, openPalette } = useCommandPalette(kind, pages);

  const isUnder = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  // The deepest item the page is under: an endpoint's page is under "Webhook endpoints", not also "Webhook deliveries".
  const isActive = (href: string) =>
    href === nav[0]?.href ? pathname === href : isUnder(href) && !nav.some((other) => other.href.length > href.length && other.href.startsWith(`${href}/`) && isUnder(other.href));

  const sidebar = (
    <div className="flex h-full flex-col">
      <div className="hidden items-center gap-2.5 px-5 py-5 lg:flex">
        <Logo />
        <div>
          <p className="text-sm font-semibold leading-tight">Billing Console</p>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{area}</p>
        </div>
      </div>
      <div className="hidden px-3 pb-3 lg:block">
        <SearchButton onClick={openPalette} className="w-full" />
      </div>
      {/* The menu scrolls within the sidebar on a short screen: the identity and Sign out beneath it
          stay on the screen (with every portal entry, the menu is taller than a 720 px laptop's). */}
      <nav aria-label="Main" className="min-h-0 flex-1 overflow-y-auto px-3 py-2 lg:py-0">
        <ul className="space-y-1">
          {nav.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isActive(item.href) ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive(item.href)
                    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300'
                    : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800/60',
                )}
              >
                <span aria-hidden="true" className="size-4 shrink-0">
                  {item.icon}
                </span>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-zinc-200 p-4 dark:border-zinc-800">
        <p className="truncate text-sm font-medium">{identity.title}</p>
        <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{identity.subtitle}</p>
        {(identity.account || identity.switchable) && (
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs">
            {identity.account && (
              <Link href="/account" className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                Your account
              </Link>
            )}
            {identity.switchable && (
              <Link href="/choose" className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                Switch console
              </Link>
            )}
          </p>
        )}
        <TimeZoneSwitch />
        <Button
          variant="secondary"
          size="sm"
          className="mt-3 w-full"
          pending={signingOut}
          onClick={async () => {
            setSigningOut(true);
            await consoleSignOut();
            // A full load on purpose: nothing of the signed-in session stays in memory.
            window.location.assign(signInPath(kind));
          }}
        >
          Sign out
        </Button>
      </div>
    </div>
  );

  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[15rem_1fr]">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow dark:focus:bg-zinc-900">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-zinc-200 bg-white/90 px-4 py-3 backdrop-blur lg:hidden dark:border-zinc-800 dark:bg-zinc-950/90">
        <div className="flex items-center gap-2.5">
          <Logo />
          <p className="text-sm font-semibold">Billing Console</p>
        </div>
        <div className="flex items-center gap-1">
          <SearchButton onClick={openPalette} />
          <Button variant="ghost" size="sm" aria-expanded={menuOpen} aria-controls="console-menu" onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}>
            Menu
          </Button>
        </div>
      </header>
      <aside
        id="console-menu"
        className={cn('border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40', 'lg:block lg:min-h-screen lg:border-r', menuOpen ? 'block border-b' : 'hidden')}
      >
        <div className="lg:sticky lg:top-0 lg:h-screen">{sidebar}</div>
      </aside>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
      {palette}
      <ConfirmItsYouHost appSecretOf={identity.appSecretOf} />
    </div>
  );
}

function Logo() {
  return (
    <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-indigo-600 text-sm font-bold text-white shadow-sm">
      B
    </span>
  );
}

const noSubscription = () => () => {};

/**
 * The palette's shortcut as the keyboard in front of the user labels it: ⌘K on Apple's systems,
 * Ctrl K elsewhere. The server cannot know, so the page is sent with Ctrl K and the label is
 * corrected as it hydrates (same width, no shift).
 */
function useShortcutLabel() {
  return useSyncExternalStore(
    noSubscription,
    () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K'),
    () => 'Ctrl K',
  );
}

/** Opens the command palette; shows its shortcut where there is room for it. */
function SearchButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} aria-keyshortcuts="Control+K Meta+K /" className={cn('justify-start text-zinc-600 dark:text-zinc-300', className)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" className="size-4 shrink-0">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <span className="flex-1 text-left">Search…</span>
      <kbd aria-hidden="true" className="hidden rounded border border-zinc-300 px-1.5 font-sans text-xs text-zinc-600 lg:inline dark:border-zinc-700 dark:text-zinc-400">
        {useShortcutLabel()}
      </kbd>
    </Button>
  );
}
