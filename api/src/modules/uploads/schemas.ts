import { Type, type Static } from '@sinclair/typebox';

/** The longest client file name kept; longer ones are refused by the schema. */
export const ORIGINAL_FILENAME_MAX_LENGTH = 255;
const FILE_REFERENCE_MAX_LENGTH = 2048;
const DELETE_TOKEN_MAX_LENGTH = 256;

export const UploadBodySchema = Type.Object({
  base64: Type.String({ minLength: 1 }),
  originalFilename: Type.String({ minLength: 1, maxLength: ORIGINAL_FILENAME_MAX_LENGTH }),
});
export type UploadBody = Static<typeof UploadBodySchema>;

export const DeleteQuerySchema = Type.Object({
  fileName: Type.Optional(Type.String({ minLength: 1, maxLength: FILE_REFERENCE_MAX_LENGTH })),
});
export type DeleteQuery = Static<typeof DeleteQuerySchema>;

/** The custom-path variant names the file in the body (spec 3 §7). */
export const DeleteBodySchema = Type.Union([
  Type.Object({
    fileObjKeyName: Type.Optional(Type.String({ minLength: 1, maxLength: FILE_REFERENCE_MAX_LENGTH })),
    // A visitor's file: the token its upload answered (issue 6).
    deleteToken: Type.Optional(Type.String({ minLength: 1, maxLength: DELETE_TOKEN_MAX_LENGTH })),
  }),
  Type.Null(),
]);
export type DeleteBody = Static<typeof DeleteBodySchema>;

export const FileParamsSchema = Type.Object({ fileKey: Type.String({ minLength: 1, maxLength: FILE_REFERENCE_MAX_LENGTH }) });
export type FileParams = Static<typeof FileParamsSchema>;
