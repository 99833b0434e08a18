export { Toc } from './Toc';
