import type {OpenApiDocument, DescriptionSource} from './load';
import type {RedocThemeData} from './theme';

/** What the /http-api route receives through its data module. */
export interface ApiReferenceData {
  spec: OpenApiDocument;
  /** Site path of the exact description shown, for the download link. */
  downloadUrl: string;
  source: DescriptionSource;
  theme: RedocThemeData;
}
