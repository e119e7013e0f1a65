// Lints source texts as if they were files of the workspace, with the workspace's eslint.config.mjs.
// Input on stdin: [{ "filePath": "mf-chat/src/x.ts", "code": "..." }]; output: the rule ids reported per text.
// Jest's module runtime cannot load ESLint's flat config (an ES module), hence a child process.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { ESLint } from 'eslint';
import path from 'node:path';

const workspace = path.resolve(import.meta.dirname, '../..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const texts = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: workspace });
const reports = [];
for (const { filePath, code } of texts) {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspace, filePath) });
  reports.push((result?.messages ?? []).map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(reports));
