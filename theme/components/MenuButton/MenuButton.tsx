import { Link } from '@rspress/core/theme';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { menuMove } from './menu-navigation';
import './MenuButton.css';

export interface MenuEntry {
  key: string;
  label: ReactNode;
  /** Plain text of the label, for type-ahead. */
  text: string;
  /** A link entry (site links navigate in the app, others open in a new tab). */
  href?: string;
  /** An action entry. */
  onSelect?: () => void;
  /** In a `radio` menu: the chosen entry. */
  checked?: boolean;
  lang?: string;
  hrefLang?: string;
  rel?: string;
  icon?: ReactNode;
  /** Text for assistive technology after the label, e.g. "(opens in a new tab)". */
  note?: string;
}

export interface MenuButtonProps {
  /** What the button shows. */
  button: ReactNode;
  /** The button's accessible name when its content is not enough (must contain its visible text). */
  buttonLabel?: string;
  entries: MenuEntry[];
  /** Entries are mutually exclusive choices (menuitemradio, the checked one marked). */
  radio?: boolean;
  /** Open while the mouse is over it, as Rspress' navbar menus do (keyboard and touch still toggle). */
  openOnHover?: boolean;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
  /** Extra class of the button (to look like a neighbouring control). */
  buttonClassName?: string;
}

/** Mouse leaving: close after this delay, so a diagonal move to the menu does not close it. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * A menu button (WAI-ARIA APG "menu button" pattern): a <button> with
 * aria-haspopup="menu" and aria-expanded controls a role="menu" list.
 * Enter, Space or ArrowDown open it on the first item (the checked one in a
 * radio menu), ArrowUp on the last; in the menu, arrows move and wrap,
 * Home/End jump, a letter moves to the next item starting with it, Enter or
 * Space activates, Esc closes and returns focus to the button, Tab closes and
 * moves on. A click outside closes it.
 *
 * Written here rather than taken from a component library: every page has
 * two of these in its navbar, and the libraries that implement the pattern
 * (Radix, Headless UI, Ariakit, React Aria) add 15-40 KB of gzip JavaScript
 * (positioning engines, portals) to every page, against a 160 KB budget.
 */
export function MenuButton({
  button,
  buttonLabel,
  entries,
  radio = false,
  openOnHover = false,
  align = 'end',
  className,
  buttonClassName,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  // Item to focus once the menu has rendered open (null: keep focus where it is).
  const pendingFocus = useRef<number | null>(null);
  const hoverTimer = useRef<number | null>(null);
  // Open because the mouse is over it (closes when the mouse leaves), not by a click or key.
  const openedByHover = useRef(false);

  const focusItem = useCallback((index: number) => {
    itemRefs.current[index]?.focus();
  }, []);

  const openMenu = (focusIndex: number | null) => {
    openedByHover.current = false;
    if (open) {
      if (focusIndex !== null) focusItem(focusIndex);
      return;
    }
    pendingFocus.current = focusIndex;
    setOpen(true);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open, focusItem]);

  // A click or tap outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(
    () => () => {
      if (hoverTimer.current) window.clearTimeout(hoverTimer.current);
    },
    [],
  );

  const firstIndex = () => {
    const checked = radio ? entries.findIndex((e) => e.checked) : -1;
    return Math.max(checked, 0);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu(firstIndex());
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(entries.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      // Focus moves on to the next control; the menu closes behind it.
      close(false);
      return;
    }
    if (event.key === ' ' && current >= 0) {
      // Links do not react to Space on their own.
      event.preventDefault();
      itemRefs.current[current]?.click();
      return;
    }
    const move = menuMove(
      event.key,
      current,
      entries.map((e) => e.text),
    );
    if (move.kind === 'focus') {
      event.preventDefault();
      focusItem(move.index);
    }
  };

  const onSelected = (entry: MenuEntry) => {
    entry.onSelect?.();
    // A site link navigates in place: give focus back to the button, as after Esc.
    close(!entry.href || !isExternal(entry.href));
  };

  const hoverProps = openOnHover
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          if (hoverTimer.current) window.clearTimeout(hoverTimer.current);
          if (!open) {
            openedByHover.current = true;
            setOpen(true);
          }
        },
        onPointerLeave: (event: React.PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          if (!openedByHover.current) return;
          hoverTimer.current = window.setTimeout(() => {
            // Keyboard focus inside keeps it open.
            if (!root.current?.contains(document.activeElement)) setOpen(false);
          }, HOVER_CLOSE_DELAY_MS);
        },
      }
    : {};

  const itemRole = radio ? 'menuitemradio' : 'menuitem';
  itemRefs.current.length = entries.length;

  return (
    <div
      ref={root}
      className={['ap-menu', className].filter(Boolean).join(' ')}
      data-open={open ? 'true' : undefined}
      {...hoverProps}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={['ap-menu__button', buttonClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={buttonLabel}
        onClick={(event) => {
          // Enter and Space click the button too (detail 0): they open on the first item.
          const byKeyboard = event.detail === 0;
          if (open && openedByHover.current && !byKeyboard) {
            // A click on a menu the mouse opened keeps it open (until a click elsewhere).
            openedByHover.current = false;
          } else if (open) {
            close(byKeyboard);
          } else {
            openMenu(byKeyboard ? firstIndex() : null);
          }
        }}
        onKeyDown={onButtonKeyDown}
      >
        {button}
        <svg
          className="ap-menu__chevron"
          width="1em"
          height="1em"
          viewBox="0 0 32 32"
          aria-hidden="true"
        >
          <path fill="currentColor" d="M16 22 6 12l1.4-1.4 8.6 8.6 8.6-8.6L26 12z" />
        </svg>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={`ap-menu__list ap-menu__list--${align}`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {entries.map((entry, index) => {
          const common = {
            ref: (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            },
            role: itemRole,
            tabIndex: -1,
            className: 'ap-menu__item',
            'aria-checked': radio ? Boolean(entry.checked) : undefined,
            lang: entry.lang,
          } as const;
          const content = (
            <>
              {entry.icon && (
                <span className="ap-menu__icon" aria-hidden="true">
                  {entry.icon}
                </span>
              )}
              <span className="ap-menu__label">{entry.label}</span>
              {entry.note && <span className="ap-visually-hidden"> {entry.note}</span>}
            </>
          );
          return entry.href ? (
            <Link
              key={entry.key}
              {...common}
              href={entry.href}
              hrefLang={entry.hrefLang}
              rel={entry.rel}
              onClick={() => onSelected(entry)}
            >
              {content}
            </Link>
          ) : (
            <button key={entry.key} {...common} type="button" onClick={() => onSelected(entry)}>
              {content}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}
