'use client';

import type { Key, ReactElement, ReactNode } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme';
import { Icon } from '../../feedback/Icon';

export interface UserMenuItem {
  id: string;
  label: ReactNode;
  /** Plain text of the label for type-ahead when `label` is not a string. */
  textValue?: string;
  /** Runs when the item is chosen (e.g. navigate to the profile, or log out). */
  onAction: () => void;
}

const Trigger = styled(AriaButton)`
  box-sizing: border-box;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &[data-hovered], &[data-pressed] { background: ${({ theme }) => theme.color.surface}; }
  ${({ theme }) => theme.media.md} {
    /* The name may shrink (with an ellipsis) so the header never outgrows the screen. */
    flex: 0 1 auto;
    min-width: 0;
    gap: ${({ theme }) => theme.space[2]};
    padding-inline: ${({ theme }) => theme.space[3]};
  }
  ${focusRing}
  @media (forced-colors: active) { border-color: ButtonText; }
`;
/** The visible name, from the md breakpoint up; below it the button shows the avatar only. */
const Name = styled.span`
  box-sizing: border-box;
  display: none;
  ${({ theme }) => theme.media.md} {
    display: inline;
    min-width: 0;
    max-width: 18rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const Avatar = styled.span`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  flex: none;
`;
const MenuPopover = styled(Popover)`
  box-sizing: border-box;
  min-width: 12rem;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (forced-colors: active) { border-color: CanvasText; }
`;
const StyledMenu = styled(Menu)`
  box-sizing: border-box;
  outline: none;
`;
const Item = styled(MenuItem)`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
  @media (forced-colors: active) {
    &[data-focused] { background: Highlight; color: HighlightText; }
  }
`;

export interface UserMenuProps {
  userName: string;
  items: UserMenuItem[];
}

/**
 * The signed-in user's name as a menu button; the menu is named by it (react-aria Menu: arrow keys,
 * Enter, Escape, type-ahead). On narrow screens the button shows only the avatar; its accessible
 * name is always the full user name.
 */
export function UserMenu({ userName, items }: UserMenuProps): ReactElement {
  const byId = new Map(items.map((item) => [item.id, item]));
  return (
    <MenuTrigger>
      <Trigger aria-label={userName || 'User menu'}>
        <Avatar>
          <Icon name="user" size="1rem" />
        </Avatar>
        <Name>{userName}</Name>
        <Icon name="chevronDown" size="1rem" />
      </Trigger>
      <MenuPopover placement="bottom end">
        <StyledMenu onAction={(key: Key) => byId.get(String(key))?.onAction()}>
          {items.map((item) => (
            <Item
              key={item.id}
              id={item.id}
              textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : item.id)}
            >
              {item.label}
            </Item>
          ))}
        </StyledMenu>
      </MenuPopover>
    </MenuTrigger>
  );
}
