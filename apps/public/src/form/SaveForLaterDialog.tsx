import { isApiError, usePublicApiClient, type SavedForLater } from '@buildcover/api-client';
import { formatDate } from '@buildcover/domain';
import { saveForLaterEmail, type SavedFormPlace } from '@buildcover/domain/api';
import { Alert, Button, Modal, TextField } from '@buildcover/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import type { Proposal } from './proposal';

const SESSION_RESTARTED =
  'Your quote session had expired, so we have started a new one and kept your answers. Please upload any plans again, then save.';
const NOT_SENT =
  'The link could not be sent. Your answers are still kept on this device: please try again in a moment.';

/** What to tell the customer when the save failed: the server's words where it gave some. */
function saveFailure(error: unknown): { email?: string; message?: string } {
  if (!isApiError(error)) return { message: NOT_SENT };
  const emailProblem = error.errors.find((e) => e.path === 'email');
  if (emailProblem) return { email: emailProblem.message };
  if (error.status === 0) return { message: `${error.message}: ${NOT_SENT}` };
  return { message: error.message || NOT_SENT };
}

export interface SaveForLaterDialogProps {
  proposal: Proposal;
  /** The reading of the form (and its step) a resume link reopens. */
  place: SavedFormPlace;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The address typed so far: kept between openings. */
  email: string;
  onEmailChange(email: string): void;
}

/**
 * The dialog of 'Save and finish later' (./SaveForLater.tsx): keeps the answers (and the upload
 * session) on the server and e-mails a link that opens them on any device until the session
 * expires (POST /api/v1/quotes/drafts/save). Mounted afresh each time it opens.
 */
export function SaveForLaterDialog({
  proposal,
  place,
  isOpen,
  onOpenChange,
  email,
  onEmailChange,
}: SaveForLaterDialogProps): ReactElement {
  const client = usePublicApiClient();
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<SavedForLater | null>(null);

  const send = async (): Promise<void> => {
    if (pending) return;
    const checked = saveForLaterEmail.safeParse(email);
    setFailure(undefined);
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    setPending(true);
    try {
      const uid = await proposal.draft.ensureUid();
      const answer = await client.proposalDrafts.saveForLater({
        uid,
        email: checked.data,
        answers: proposal.form.getValues(),
        place,
      });
      proposal.draft.keepUntil(Date.parse(answer.data.expires_at));
      setSent(answer.data);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        proposal.restartSession();
        setFailure(SESSION_RESTARTED);
      } else {
        const problem = saveFailure(error);
        setEmailError(problem.email);
        setFailure(problem.message);
      }
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent): void => {
    // The dialog sits in the proposal's React tree: its submit must not reach the proposal's form.
    event.preventDefault();
    event.stopPropagation();
    void send();
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={sent ? 'Check your e-mail' : 'Save and finish later'}
      size="sm"
      isKeyboardDismissDisabled={pending}
      hideCloseButton
      footer={(close) =>
        sent ? (
          <Button variant="primary" onPress={close} autoFocus>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onPress={close} isDisabled={pending}>
              Cancel
            </Button>
            <Button variant="primary" onPress={() => void send()} isPending={pending}>
              {pending ? 'Sending...' : 'Send me the link'}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <div role="status">
          <p>
            We have sent a link to <strong>{sent.email}</strong>. Open it on any device to carry on with your answers
            and uploaded files.
          </p>
          <p>
            The link works until {formatDate(sent.expires_at, { withTime: true })} (Sydney time). Not there in a few
            minutes? Please check your junk mail.
          </p>
        </div>
      ) : (
        <form noValidate aria-label="Save and finish later" onSubmit={onSubmit}>
          <p>
            We will e-mail you a link that opens your answers and uploaded files on any device. Anyone with the link can
            see your answers, so please keep it to yourself.
          </p>
          {failure ? (
            <Alert tone="danger" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextField
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(value) => {
              onEmailChange(value);
              setEmailError(undefined);
            }}
            errorMessage={emailError}
            isRequired
          />
        </form>
      )}
    </Modal>
  );
}
