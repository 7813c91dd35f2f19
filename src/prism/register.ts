/**
 * Registers the site's extra Prism languages (themeConfig.prism.additionalLanguages
 * and Cadence, through @theme/prism-include-languages) on prism-react-renderer's
 * Prism. Imported by src/theme/CodeBlock, so it runs once, before the first code
 * block renders, and only on pages that have one (plugins/prism-on-demand).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
