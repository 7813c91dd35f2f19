/**
 * What the search theme's `import('typesense-docsearch-react/style')` gets (first-load's SWAPS): the
 * modal's rules only. The variables and the button's rules are in every page's stylesheet
 * (src/theme/SearchBar imports them), since the button is on every page; the modal's go to a
 * CSS file of their own, loaded with the modal (SEARCH_MODAL_CSS).
 */
import 'typesense-docsearch-css/dist/modal.css';
