// The header's menu (the hamburger on a phone) holds an ad slot of its own (spec section 2's
// "mobile hamburger-menu slot"), 300x250, unless the site turns ads off on the menu; and it closes
// as a disclosure does: Escape (focus back on its button), a press or the focus outside, a link
// followed.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageSiteProps } from '../../../fixtures/site-props';
import { renderInPage } from '../render';
import { onSite } from '../site';

async function header(change?: (props: PageSiteProps) => void) {
  const { Header } = await onSite(
    'IN',
    () => import('../../../web/src/components/layout/header'),
    change,
  );
  renderInPage(<Header />);
}

describe('The header menu’s ad slot', () => {
  it('When the menu opens, then it holds a 300x250 ad slot', async () => {
    await header();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(menu.className).toBe('primary-nav open');
    const ad = within(menu).getByRole('complementary', { name: 'Advertisement in the menu' });
    expect([ad.className, ad.getAttribute('data-size')]).toEqual(['ad-slot ad-menu', '300x250']);
  });

  it('When the site turns ads off on the menu, then the menu has no ad slot', async () => {
    await header((props) => props.ads.offOnPages.push('menu'));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).queryByRole('complementary')).toBeNull();
  });
});

describe('The header menu closes', () => {
  const menu = () => screen.getByRole('navigation', { name: 'Main' });
  const button = () => screen.getByRole('button', { name: 'Menu' });

  it('When Escape is pressed in the open menu, then it closes and its button has the focus', async () => {
    await header();
    await userEvent.click(button());
    act(() => within(menu()).getByText('Find Jobs').focus());
    await userEvent.keyboard('{Escape}');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(menu().className).toBe('primary-nav');
    expect(document.activeElement).toBe(button());
  });

  it('When a link of the menu is followed, then the menu is closed on the new page', async () => {
    await header();
    await userEvent.click(button());
    await userEvent.click(within(menu()).getByText('Find Jobs'));
    await userEvent.click(within(menu()).getByRole('link', { name: 'Jobs by location' }));
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('When the focus or a press goes outside the open menu, then it closes', async () => {
    await header();
    await userEvent.click(button());
    act(() => screen.getByRole('link', { name: 'Sign in' }).focus());
    expect(button().getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: /home$/ }));
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});
