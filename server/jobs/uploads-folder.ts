// The local uploads folder ($DATA_DIR/uploads), the same one server/storage/storage.ts writes to.
import path from 'node:path';
import { env } from '@/server/env';

export const uploadsFolder = () => path.resolve(env().DATA_DIR, 'uploads');
