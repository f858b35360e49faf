// The local uploads folder ($DATA_DIR/uploads): where storage.ts keeps file bytes, and what the cleanup job sweeps.
import path from 'node:path';
import { env } from '@/server/env';

export const uploadsFolder = () => path.resolve(env().DATA_DIR, 'uploads');
