import { profileMessages, refundedMessage } from '@buildcover/domain';
import { api, type PaymentTransaction, type PolicyListItem, type User } from '@buildcover/domain/api';
import type { HttpHandler } from 'msw';
import { found, saved, staffRoute, type MockContext } from './mockContext';
import { contains, listPage, pageOf, searchPage } from './mockPages';
import { fail } from './respond';

const emailTaken = 'A user with this email already exists';
const userNotFound = () => fail(404, 'User not found');

/** Staff users and one's own profile, the policy register, the outbox and the card payments. */
export function adminHandlers(ctx: MockContext): HttpHandler[] {
  const { state } = ctx;
  const userRows = (q?: string) => state.users.filter((u) => !q || contains(q, u.name, u.email));
  const emailIsTaken = (email: string, id?: number) => state.users.some((u) => u.email === email && u.id !== id);

  return [
    staffRoute(ctx, api.users.list, ({ query }) => listPage(pageOf(userRows(), query))),
    staffRoute(ctx, api.users.search, ({ query }) => searchPage(pageOf(userRows(query.q), query))),
    staffRoute(ctx, api.users.get, ({ params }) => {
      const user = state.users.find((u) => u.id === params.id);
      return user ? found(user) : userNotFound();
    }),
    staffRoute(ctx, api.users.create, ({ body }) => {
      if (emailIsTaken(body.email)) return fail(409, emailTaken, [{ path: 'email', message: emailTaken }]);
      const { password: _password, ...fields } = body;
      const user: User = { ...fields, id: ctx.nextId(), last_login: null, created_at: ctx.now() };
      state.users.push(user);
      return saved('User created successfully!', user);
    }),
    staffRoute(ctx, api.users.update, ({ params, body }) => {
      const before = state.users.find((u) => u.id === params.id);
      if (!before) return userNotFound();
      if (emailIsTaken(body.email, params.id)) return fail(409, emailTaken, [{ path: 'email', message: emailTaken }]);
      const { password: _password, ...fields } = body;
      const user = { ...before, ...fields };
      state.users = state.users.map((u) => (u.id === user.id ? user : u));
      return saved('User updated successfully!', user);
    }),
    staffRoute(ctx, api.users.remove, ({ params }) => {
      if (!state.users.some((u) => u.id === params.id)) return userNotFound();
      state.users = state.users.filter((u) => u.id !== params.id);
      return { status: 200 as const, body: { success: true as const, message: 'User deleted successfully!' } };
    }),
    staffRoute(ctx, api.users.profile, () => found(state.staffUser)),
    staffRoute(ctx, api.users.updateProfile, ({ body }) => {
      if (body.current_password !== state.staffPassword)
        return fail(400, profileMessages.currentPasswordWrong, [
          { path: 'current_password', message: profileMessages.currentPasswordWrong },
        ]);
      state.staffUser = { ...state.staffUser, name: body.name };
      if (!body.password)
        return {
          status: 200 as const,
          body: { success: true as const, message: profileMessages.saved, data: state.staffUser, token: null },
        };
      // A new password signs out every other session; this one carries on with a new pair.
      state.staffPassword = body.password;
      return {
        status: 200 as const,
        body: {
          success: true as const,
          message: profileMessages.savedWithPassword,
          data: state.staffUser,
          token: ctx.restartSessions(),
        },
      };
    }),

    staffRoute(ctx, api.policies.list, ({ query }) => {
      const rows = state.policies.filter(
        (p) =>
          (!query.status || p.status === query.status) &&
          (!query.q || contains(query.q, p.num, p.full_name, p.email, p.quote_ref)),
      );
      return listPage(
        pageOf(rows, query, (p, sort) => (sort === 'insurer' ? p.insurer_name : p[sort as keyof PolicyListItem])),
      );
    }),
    staffRoute(ctx, api.policies.get, ({ params }) => {
      const policy = state.policies.find((p) => p.id === params.id);
      return policy ? found(policy) : fail(404, 'Policy not found');
    }),

    staffRoute(ctx, api.outbox.list, ({ query }) => {
      const rows = state.outbox.filter(
        (m) => (!query.status || m.status === query.status) && (!query.q || contains(query.q, m.to, m.subject)),
      );
      return listPage(
        pageOf(
          rows.map(({ html: _html, text: _text, attachments: _attachments, ...item }) => item),
          query,
        ),
      );
    }),
    staffRoute(ctx, api.outbox.get, ({ params }) => {
      const mail = state.outbox.find((m) => m.id === params.id);
      return mail ? found(mail) : fail(404, 'Email not found');
    }),
    staffRoute(ctx, api.outbox.resend, ({ params, body }) => {
      const mail = state.outbox.find((m) => m.id === params.id);
      if (!mail) return fail(404, 'Email not found');
      const to = body?.to ?? mail.to;
      // Without a mail server the mock keeps every mail, as the server does without SMTP_URL.
      return saved(
        'No mail server is set up (SMTP_URL), so the email is kept in the outbox again instead of being sent.',
        ctx.sendMail({ ...mail, to }),
      );
    }),

    staffRoute(ctx, api.payments.list, ({ query }) => {
      const rows = state.payments.filter(
        (p) =>
          (!query.status || p.status === query.status) &&
          (!query.quote_id || p.quote_id === query.quote_id) &&
          (!query.q || contains(query.q, p.quote_ref, p.full_name, p.policy_num)),
      );
      return listPage(pageOf(rows, query));
    }),
    staffRoute(ctx, api.payments.get, ({ params }) => {
      const payment = state.payments.find((p) => p.id === params.id);
      return payment ? found(payment) : fail(404, 'Payment not found');
    }),
    staffRoute(ctx, api.payments.refund, ({ params, body }) => {
      const before = state.payments.find((p) => p.id === params.id);
      if (!before) return fail(404, 'Payment not found');
      if (before.refund?.status === 'refunded') return saved(refundedMessage, before);
      if (before.status !== 'succeeded') return fail(400, 'Only a successful payment can be refunded.');
      const at = ctx.now();
      const payment: PaymentTransaction = {
        ...before,
        status: 'refunded',
        refund: {
          status: 'refunded',
          reason: body.reason,
          requested_at: at,
          refunded_at: at,
          refunded_by: state.staffUser.name,
        },
        updated_at: at,
      };
      state.payments = state.payments.map((p) => (p.id === payment.id ? payment : p));
      return saved(refundedMessage, payment);
    }),
  ];
}
