// Spec section 1: the header, navigation, sign-in and footer each show unless the site's flag
// says 'hide'; any other value shows them.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageSiteProps } from '../../../fixtures/site-props';
import { renderInPage } from '../render';
import { onSite } from '../site';

type Flags = Pick<PageSiteProps['flags'], 'header' | 'navigation' | 'signIn' | 'footer'>;

async function layoutWith(flags: Record<keyof Flags, string>) {
  const { Header } = await onSite(
    'IN',
    () => import('../../../web/src/components/layout/header'),
    (props) => Object.assign(props.flags, flags),
  );
  const { Footer } = await import('../../../web/src/components/layout/footer');
  const { shows } = await import('../../../web/src/lib/site');
  renderInPage(
    <>
      <Header />
      <Footer />
    </>,
  );
  return shows;
}

describe('The site flags for the page parts', () => {
  it("When the header flag says 'hide', then no header shows, and the footer still does", async () => {
    await layoutWith({ header: 'hide', navigation: 'show', signIn: 'show', footer: 'show' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it("When navigation, sign-in and footer say 'hide', then the header shows without them", async () => {
    await layoutWith({ header: 'show', navigation: 'hide', signIn: 'hide', footer: 'hide' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("When a flag holds any other value than 'hide', then its part shows", async () => {
    const shows = await layoutWith({
      header: 'SHOW',
      navigation: 'maybe',
      signIn: '',
      footer: 'hidden',
    });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect([shows('hide'), shows('show'), shows(undefined), shows('Hide')]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
