// The inbox calls of /inbox (spec 7, "Messages"); the answers' types come from the shapes the API documents
// (lib/validation/messages.ts).
import type { Colleague, Message } from '@/lib/validation/messages';
import { api, apiInBackground, read, readPage, type Page } from './api-client';

export type { Colleague, Message };

/** The caller's threads, latest message first, each with its unread count. */
export const fetchThreads = (signal?: AbortSignal): Promise<Page<Message>> =>
  readPage(api.GET('/messages/list', { params: { query: { limit: 200 } }, signal }));

/** One thread's messages (a customer's or a colleague's id), newest first. */
export const fetchThread = (receiverId: string, signal?: AbortSignal): Promise<Page<Message>> =>
  readPage(api.GET('/messages/list', { params: { query: { receiverId, limit: 200 } }, signal }));

/** To a customer (`customerId`) or a colleague (`receiverId`): exactly one. */
export type MessageDraft = { customerId?: string; receiverId?: string; subject?: string; body: string };

export const sendMessage = (body: MessageDraft): Promise<Message> =>
  read(api.POST('/messages/sendMail', { body }));

export const markMessage = (id: string, read_: boolean): Promise<Message> =>
  read(api.PUT('/messages/{id}', { params: { path: { id } }, body: { read: read_ } }));

export const deleteMessage = (id: string): Promise<{ id: string; deleted: true }> =>
  read(api.DELETE('/messages/{id}', { params: { path: { id } } }));

export const fetchColleagues = (signal?: AbortSignal): Promise<Colleague[]> =>
  read(api.GET('/messages/colleagues', { signal }));

/** The menu's count beside Inbox: asked on its own every half minute, so a failure is the menu's to keep quiet about. */
export const fetchUnreadMessages = async (signal?: AbortSignal): Promise<number> =>
  (await read(apiInBackground.GET('/messages/unread-count', { signal }))).count;
