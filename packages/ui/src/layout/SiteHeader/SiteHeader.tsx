'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import type { LinkComponent } from '../linkComponent';
import { SkipLink } from '../SkipLink';
import { ownPaintLayer } from '../../theme/ownPaintLayer';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface SiteHeaderProps {
  /** Product name or logo; links to `homeHref`. */
  brand?: ReactNode;
  /** Accessible name of the brand link when `brand` is an image. */
  brandLabel?: string;
  /** Where the brand and Home link go; '/' by default. */
  homeHref?: string;
  /** Text of the Home link; 'Home' by default. */
  homeLabel?: string;
  /** Marks Home as the current page. */
  isHomeCurrent?: boolean;
  /** Contact Us is a button: it opens the Contact Details modal. */
  onContact: () => void;
  /** Text of the contact button; 'Contact Us' by default. */
  contactLabel?: string;
  /**
   * A contact page for a browser without JavaScript: the button then submits a GET form to it, so
   * Contact Us still leads somewhere; with the app, it opens the modal (`onContact`) as before.
   */
  contactHref?: string;
  /** The app router's link, so navigation stays client-side; a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** '#id' of the page's main content for the skip link; leave out to render none. */
  mainContentHref?: string;
  /** Extra class for layout by the app. */
  className?: string;
}

const Bar = styled.header`
  ${ownPaintLayer}
  box-sizing: border-box;
  background: ${({ theme }) => theme.color.background};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-top: 4px solid ${({ theme }) => theme.color.brand};
`;
const Inner = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
`;
const BrandSlot = styled.div`
  box-sizing: border-box;
  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  & > a:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;
const Links = styled.ul`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  & a:hover { text-decoration: underline; }
  & a[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 3px;
    text-underline-offset: 0.35em;
  }
  & a:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

// The form only carries the button's no-JavaScript route: it takes no room of its own.
const ContactForm = styled.form`
  display: contents;
`;

/** The public site's header: brand, Home link and a Contact Us button. */
export function SiteHeader({
  brand = 'BuildCover',
  brandLabel,
  homeHref = '/',
  homeLabel = 'Home',
  isHomeCurrent = false,
  onContact,
  contactLabel = 'Contact Us',
  contactHref,
  linkComponent: Link = 'a',
  mainContentHref,
  className,
}: SiteHeaderProps): ReactElement {
  useBuildCoverTheme('SiteHeader');
  return (
    <Bar className={className}>
      {mainContentHref ? <SkipLink href={mainContentHref} /> : null}
      <Inner>
        <BrandSlot>
          <Link href={homeHref} aria-label={brandLabel}>
            {brand}
          </Link>
        </BrandSlot>
        <nav aria-label="Site">
          <Links>
            <li>
              <Link href={homeHref} aria-current={isHomeCurrent ? 'page' : undefined}>
                {homeLabel}
              </Link>
            </li>
            <li>
              {contactHref ? (
                <ContactForm
                  action={contactHref}
                  method="get"
                  onSubmit={(event) => {
                    event.preventDefault();
                    onContact();
                  }}
                >
                  <Button variant="secondary" type="submit">
                    {contactLabel}
                  </Button>
                </ContactForm>
              ) : (
                <Button variant="secondary" onPress={onContact}>
                  {contactLabel}
                </Button>
              )}
            </li>
          </Links>
        </nav>
      </Inner>
    </Bar>
  );
}
