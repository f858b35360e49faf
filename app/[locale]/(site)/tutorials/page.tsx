import { collectionListPage } from '@/components/site/collection-pages';

const page = collectionListPage('tutorials');
export const generateMetadata = page.generateMetadata;
export default page.ListPage;
