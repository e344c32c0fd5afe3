import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.borderSubtle};
    border-radius: ${({ theme }) => theme.radius.lg};
    color: inherit;
    text-decoration: none;
  }
  a:hover { border-color: ${({ theme }) => theme.color.brand}; }
  a:focus-visible { outline: ${({ theme }) => theme.focusRing.outline}; outline-offset: 2px; }
  strong { display: block; color: ${({ theme }) => theme.color.brand}; margin-bottom: ${({ theme }) => theme.space[1]}; }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const shortcuts = [
  { href: '/quotes', title: 'Quotes', text: 'Review referred quotes, set insurers and premiums, send payment links.' },
  { href: '/insured', title: 'Insured', text: 'Policy holders and their additional holders.' },
  { href: '/insurers', title: 'Insurers', text: 'Insurer details, commissions, PDS and FSG documents.' },
  { href: '/users', title: 'Users', text: 'Staff accounts and access.' },
];

/** /admin/dashboard: where staff start the day. */
export function DashboardPage(): ReactElement {
  return (
    <nav aria-label="Shortcuts">
      <Grid>
        {shortcuts.map((s) => (
          <li key={s.href}>
            <Link href={s.href}>
              <strong>{s.title}</strong>
              <span>{s.text}</span>
            </Link>
          </li>
        ))}
      </Grid>
    </nav>
  );
}
