import { lazyComponent, SiteFooter, SiteHeader, usePageChangeFocus } from '@buildcover/ui';
import { useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { broker, licenceStatement } from '../content/broker';
import { OnceOpened } from './OnceOpened';
import { mainId } from './mainId';
import { RouterLink } from './RouterLink';
import { useCurrentYear } from './visitorClock';

// Contact Us loads its dialog when first pressed.
const ContactModal = lazyComponent(() => import('./ContactModal'), 'ContactModal');

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
const Main = styled.main`
  flex: 1;
  &:focus { outline: none; }
`;
const FooterLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Header (Home, Contact Us), main and footer (licence and trading-name statement) around every
 * public page. The admin app has its own shell, so these never show on admin routes.
 */
export function PublicLayout({ children }: { children: ReactNode }): ReactElement {
  const [contactOpen, setContactOpen] = useState(false);
  const [location] = useLocation();
  const year = useCurrentYear();
  usePageChangeFocus(location, mainId);
  return (
    <Frame>
      <SiteHeader
        onContact={() => setContactOpen(true)}
        contactHref="/contact"
        linkComponent={RouterLink}
        isHomeCurrent={location === '/'}
        mainContentHref={`#${mainId}`}
      />
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter statement={licenceStatement} copyright={`© ${year} ${broker.legalName}`}>
        <nav aria-label="About BuildCover">
          <FooterLinks>
            <li>
              <Link href="/about">About us</Link>
            </li>
            <li>
              <Link href="/products">Products</Link>
            </li>
            <li>
              <Link href="/contact">Contact</Link>
            </li>
          </FooterLinks>
        </nav>
      </SiteFooter>
      <OnceOpened isOpen={contactOpen}>
        <ContactModal isOpen={contactOpen} onOpenChange={setContactOpen} />
      </OnceOpened>
    </Frame>
  );
}
