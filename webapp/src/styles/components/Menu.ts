import './Popover';
import '@mantine/core/styles/Menu.css';
