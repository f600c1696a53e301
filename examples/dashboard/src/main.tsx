import { render } from 'preact';
import { App } from './App.js';
import { initialToken, loadPageConfig } from './page-config.js';
import './styles.css';

const config = await loadPageConfig();
render(<App config={config} initialToken={initialToken(config)} />, document.getElementById('app')!);
