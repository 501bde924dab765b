import './Popover';
import '@mantine/core/styles/Combobox.css';
