import { focusRing, visuallyHidden } from '@buildcover/ui';
import { useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { licenceStatement } from '../content/broker';
import { ContactModal } from './ContactModal';

const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed;
    top: 0.5rem;
    left: 0.5rem;
    width: auto;
    height: auto;
    clip: auto;
    clip-path: none;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.color.background};
    z-index: ${({ theme }) => theme.zIndex.overlay};
  }
`;
const Header = styled.header`
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
`;
const Bar = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;
const Brand = styled(Link)`
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.xl};
  text-decoration: none;
  ${focusRing}
`;
const Nav = styled.nav`
  ul { display: flex; align-items: center; gap: ${({ theme }) => theme.space[4]}; list-style: none; margin: 0; padding: 0; }
  a, button {
    display: inline-block;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: inherit;
    font: inherit;
    background: none;
    border: 0;
    padding: ${({ theme }) => theme.space[2]} 0;
    cursor: pointer;
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }
  a:focus-visible, button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.textInverse}; outline-offset: 2px; }
`;
const Main = styled.main`
  flex: 1;
  &:focus { outline: none; }
`;
const Footer = styled.footer`
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  > div { max-width: 72rem; margin: 0 auto; padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]}; }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[4]}; list-style: none; margin: 0 0 ${({ theme }) => theme.space[3]}; padding: 0; }
  p { margin: 0; max-width: 90ch; }
`;
const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * Header (Home, Contact Us), main and footer (licence and trading-name statement) around every
 * public page. The admin app has its own shell, so these never show on admin routes.
 */
export function PublicLayout({ children }: { children: ReactNode }): ReactElement {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <Frame>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Header>
        <Bar>
          <Brand href="/">BuildCover</Brand>
          <Nav aria-label="Main">
            <ul>
              <li>
                <Link href="/">Home</Link>
              </li>
              <li>
                <button type="button" onClick={() => setContactOpen(true)}>
                  Contact Us
                </button>
              </li>
            </ul>
          </Nav>
        </Bar>
      </Header>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <div>
          <ul aria-label="About BuildCover">
            <li>
              <Link href="/about">About us</Link>
            </li>
            <li>
              <Link href="/products">Products</Link>
            </li>
            <li>
              <Link href="/contact">Contact</Link>
            </li>
          </ul>
          <p>{licenceStatement}</p>
        </div>
      </Footer>
      <ContactModal isOpen={contactOpen} onOpenChange={setContactOpen} />
    </Frame>
  );
}
