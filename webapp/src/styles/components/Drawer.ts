import './ModalBase';
import '@mantine/core/styles/Drawer.css';
