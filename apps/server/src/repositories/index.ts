import type { Database } from '../db/database';
import { draftSaveRepository } from './draftSaves';
import { fileRepository } from './files';
import { insuredRepository } from './insured';
import { noteRepository } from './notes';
import { paymentRepository } from './payments';
import { proposalRepository } from './proposals';
import { quoteHistoryRepository } from './quoteHistory';
import { quoteSectionRepository } from './quoteSections';
import { policyRepository } from './policies';
import { quoteRepository } from './quotes';
import { insurerRepository } from './insurers';
import { sessionRepository } from './sessions';
import { stateRepository } from './states';
import { userRepository } from './users';
import { dashboardRepository } from './dashboard';
import { outboxRepository } from './outbox';
import { policyRegisterRepository } from './policyRegister';
import { transactionRepository } from './transactions';
import { pendingWorkRepository } from './pendingWork';

/** Every repository over one executor: the app's database, or a transaction. */
export function createRepositories(db: Database) {
  return {
    users: userRepository(db),
    sessions: sessionRepository(db),
    states: stateRepository(db),
    files: fileRepository(db),
    insurers: insurerRepository(db),
    quotes: quoteRepository(db),
    policies: policyRepository(db),
    proposals: proposalRepository(db),
    draftSaves: draftSaveRepository(db),
    quoteSections: quoteSectionRepository(db),
    insured: insuredRepository(db),
    notes: noteRepository(db),
    payments: paymentRepository(db),
    policyRegister: policyRegisterRepository(db),
    transactions: transactionRepository(db),
    outbox: outboxRepository(db),
    dashboard: dashboardRepository(db),
    pendingWork: pendingWorkRepository(db),
    quoteHistory: quoteHistoryRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
