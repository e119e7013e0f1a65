import { Type } from '@sinclair/typebox';

/** Longest opaque id (campaign, answer, product, cart, message...) a request may carry. */
export const ID_MAX_LENGTH = 128;

/** A required opaque id in a body, query or path. */
export const idField = () => Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });
