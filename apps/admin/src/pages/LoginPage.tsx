import { useAuth } from '@buildcover/api-client';
import { Button, NeedsJavaScript, TextField } from '@buildcover/ui';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { Redirect, useLocation, useSearch } from 'wouter';
import { returnPathFrom } from '../shell/returnTo';

const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
`;
const Card = styled.div`
  width: 100%;
  max-width: 26rem;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space[5]};
  }
`;
const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.font.size.xxl};
`;
const Toggle = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[4]};
`;
const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: ${({ theme }) => theme.space[3]};
  border-inline-start: 4px solid ${({ theme }) => theme.color.error};
  background: ${({ theme }) => theme.color.errorSoft};
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export interface LoginPageProps {
  /**
   * Called with the page Login will open once the user is in the form (focus): the moment to
   * start loading that page's code, so that it does not wait for the sign-in to finish.
   */
  onSignInIntent?: (returnTo: string) => void;
}

/** /admin/login (public-site §2): username, password with show/hide, Login → the page the session ended on, or /admin/dashboard. */
export function LoginPage({ onSignInIntent }: LoginPageProps = {}): ReactElement {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const returnTo = returnPathFrom(useSearch());
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);

  useEffect(() => {
    document.title = 'Login | BuildCover Back Office';
  }, []);

  if (auth.isAuthenticated && !auth.loading) return <Redirect to={returnTo} replace />;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (auth.loading) return;
    if (await auth.login(username.trim(), password)) navigate(returnTo, { replace: true });
  }

  return (
    <Screen>
      <Card>
        <Brand>BuildCover Back Office</Brand>
        <Title>Login</Title>
        <NeedsJavaScript title="Turn on JavaScript to sign in">
          The back office runs in your browser, which needs JavaScript. Turn it on in your browser&apos;s settings and
          reload this page.
        </NeedsJavaScript>
        {/* POST: a browser that submits the form itself (no JavaScript) must not put the password in the address. */}
        <form method="post" noValidate onSubmit={(e) => void submit(e)} onFocus={() => onSignInIntent?.(returnTo)}>
          <TextField label="Username" name="username" value={username} onChange={setUsername} autoComplete="username" />
          <TextField
            label="Password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <Toggle>
            <Button variant="tertiary" size="sm" aria-pressed={showPassword} onPress={() => setShowPassword((s) => !s)}>
              {showPassword ? 'Hide password' : 'Show password'}
            </Button>
          </Toggle>
          <Button type="submit" variant="primary" block isPending={auth.loading}>
            {auth.loading ? 'Logging in...' : 'Login'}
          </Button>
        </form>
        {auth.error ? <ErrorText role="alert">{auth.error}</ErrorText> : null}
      </Card>
    </Screen>
  );
}
