import { describeIssues, z } from './zod';
import { dashboardAnswer } from './companion.mapping';
import { FunctionError } from '../domain/function-error';
import { toDate } from '../domain/timestamp';
import { storedHandle, type NewUserProfile } from '../domain/user-profile';
import type { ChatThread, ThreadMessage } from '../ports/chat-threads.port';
import type { DashboardChatMessage } from '../ports/dashboard-chat.port';
import type { MentionTarget } from '../domain/mentions';
import type { UserProfile } from '../ports/user-profiles.port';
import {
  chatThreadDocSchema,
  dashboardChatDocSchema,
  firstLoadDocSchema,
  personDocSchema,
  threadMessageDocSchema,
  userProfileDocSchema,
  type StoredTimestamp,
} from './store.schema';

// Stored document <-> domain, for every adapter. A reader rejects a malformed document (data-loss, naming the field)
// rather than guess; a writer takes how a Date is stored: ISO text for the store API, the Date itself for Firestore.

/** Where each document lives, as Firestore paths. */
export const storePaths = {
  profile: (uid: string) => `users/${uid}`,
  firstLoad: (uid: string) => `users/${uid}/meta/firstLoad`,
  dashboardChat: (uid: string) => `users/${uid}/chat`,
  chatThreads: (uid: string) => `users/${uid}/chatThreads`,
  threadMessages: (uid: string, threadId: string) => `users/${uid}/chatThreads/${threadId}/messages`,
  people: (uid: string) => `users/${uid}/people`,
};

/** A Date encoder for writes. */
export type DateEncoder<D> = (date: Date) => D;
export const isoDate: DateEncoder<string> = (date) => date.toISOString();

/** Firestore's order of ids, also its tie-break: code units, not locale, which match its byte order for the ASCII ids issued. */
export const byDocumentId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The error a malformed stored document gives. */
export function malformedDocument(path: string, detail: string): FunctionError {
  return new FunctionError('data-loss', `Malformed document ${path}: ${detail}`);
}

/** Checks `data` against `schema`; throws a data-loss FunctionError naming `path` and each bad field. */
export function parseDocument<S extends z.core.$ZodType>(schema: S, path: string, data: unknown): z.output<S> {
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) throw malformedDocument(path, describeIssues(parsed.error, 'document'));
  return parsed.data;
}

/** A timestamp the schema accepted, as a Date. */
function dateOf(value: StoredTimestamp, path: string, field: string): Date {
  const date = toDate(value);
  if (!date) throw malformedDocument(path, `${field}: not a valid date`);
  return date;
}

export function readUserProfile(uid: string, data: unknown): UserProfile {
  const path = storePaths.profile(uid);
  const doc = parseDocument(userProfileDocSchema, path, data);
  if (doc.uid !== uid) throw malformedDocument(path, 'uid: does not match the document path');
  return {
    uid: doc.uid,
    email: doc.email,
    displayName: doc.displayName,
    firstName: doc.firstName,
    createdAt: dateOf(doc.createdAt, path, 'createdAt'),
    language: doc.language,
    timezone: doc.timezone,
    photoURL: doc.photoURL ?? null,
    handle: storedHandle(doc),
  };
}

/** users/{uid} as sign-up writes it; photoURL only when there is one. */
export function userProfileDoc<D>(profile: NewUserProfile, date: DateEncoder<D>) {
  const { photoURL, createdAt, ...rest } = profile;
  return { ...rest, createdAt: date(createdAt), ...(photoURL ? { photoURL } : {}) };
}

export function readFirstLoad(uid: string, data: unknown): { created: Date; platform: 'web' } {
  const path = storePaths.firstLoad(uid);
  const doc = parseDocument(firstLoadDocSchema, path, data);
  return { created: dateOf(doc.created, path, 'created'), platform: doc.platform };
}

export function firstLoadDoc<D>(created: Date, date: DateEncoder<D>) {
  return { created: date(created), platform: 'web' as const };
}

export function readDashboardChatMessage(uid: string, id: string, data: unknown): DashboardChatMessage {
  const path = `${storePaths.dashboardChat(uid)}/${id}`;
  const doc = parseDocument(dashboardChatDocSchema, path, data);
  const message = doc.sender === 'f8' ? dashboardAnswer(doc.message) : doc.message;
  return { id, message, sender: doc.sender, timestamp: dateOf(doc.timestamp, path, 'timestamp') };
}

/** A dashboard chat line as the chat function stores it (the mock server's chatEurW and the in-memory fake write these). */
export function dashboardChatDoc<D>(message: Omit<DashboardChatMessage, 'id'>, date: DateEncoder<D>) {
  return { message: message.message, sender: message.sender, timestamp: date(message.timestamp) };
}

export function readChatThread(uid: string, id: string, data: unknown): ChatThread {
  const path = `${storePaths.chatThreads(uid)}/${id}`;
  const doc = parseDocument(chatThreadDocSchema, path, data);
  return {
    id,
    title: doc.title,
    createdAt: dateOf(doc.createdAt, path, 'createdAt'),
    lastMessageAt: dateOf(doc.lastMessageAt, path, 'lastMessageAt'),
    messageCount: doc.messageCount,
  };
}

export function chatThreadDoc<D>(thread: Omit<ChatThread, 'id'>, date: DateEncoder<D>) {
  return {
    title: thread.title,
    createdAt: date(thread.createdAt),
    lastMessageAt: date(thread.lastMessageAt),
    messageCount: thread.messageCount,
  };
}

export function readThreadMessage(uid: string, threadId: string, id: string, data: unknown): ThreadMessage {
  const path = `${storePaths.threadMessages(uid, threadId)}/${id}`;
  const doc = parseDocument(threadMessageDocSchema, path, data);
  return {
    id,
    text: doc.text,
    sender: doc.sender,
    timestamp: dateOf(doc.timestamp, path, 'timestamp'),
    ...(doc.suggested_responses ? { suggestedResponses: doc.suggested_responses } : {}),
  };
}

/** A thread message as stored: suggested_responses only when the message has them. */
export function threadMessageDoc<D>(message: Omit<ThreadMessage, 'id'>, date: DateEncoder<D>) {
  return {
    text: message.text,
    sender: message.sender,
    timestamp: date(message.timestamp),
    ...(message.suggestedResponses ? { suggested_responses: message.suggestedResponses } : {}),
  };
}

/** A saved person as a mention candidate; null when they have no first name (SPEC 3: mentions use firstName). */
export function readPerson(uid: string, id: string, data: unknown): MentionTarget | null {
  const doc = parseDocument(personDocSchema, `${storePaths.people(uid)}/${id}`, data);
  const name = doc.firstName?.trim();
  return name ? { id, name } : null;
}
